import { MatchersV3 } from '@pact-foundation/pact';
import { firstValueFrom } from 'rxjs';
import { toSignUpError } from '../../src/registration/sign-up-error.ts';
import { buildTenantPayload } from '../../src/registration/tenant-payload.ts';
import { pactData, providerStates } from '../pact-names.ts';
import { appApis, createPact } from './pact-setup.ts';

const { like, eachLike, regex } = MatchersV3;

const registration = (organizationName: string, zip = '78701', email: string = pactData.newAgency.email) =>
  buildTenantPayload(
    {
      organizationName,
      organizationAddress1: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip,
      businessTypes: ['Title Agency'],
      transactionsType: ['Purchase'],
      underwritersBusiness: ['TX'],
      businessStates: ['TX', 'OK'],
      usersRange: '0-10',
    },
    { firstName: 'Lee', lastName: 'Park', email, isPrimaryContact: true },
  );

describe('GET /api/states', () => {
  it('lists states with code and name', async () => {
    const pact = createPact();
    pact
      .uponReceiving('a request for the states')
      .withRequest({ method: 'GET', path: '/api/states' })
      .willRespondWith({ status: 200, body: { result: { states: eachLike({ code: regex('^[A-Z]{2}$', 'TX'), name: like('Texas') }) } } });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url).registrationApi.states());
      expect(response.result.states[0]).toEqual({ code: 'TX', name: 'Texas' });
    });
  });
});

describe('GET /api/business-details', () => {
  it('lists business types, transaction types and user ranges', async () => {
    const pact = createPact();
    pact
      .uponReceiving('a request for the business details')
      .withRequest({ method: 'GET', path: '/api/business-details' })
      .willRespondWith({
        status: 200,
        body: {
          result: {
            businessTypes: eachLike({ name: like('Title Agency') }),
            transactionTypes: eachLike({ name: like('Purchase') }),
            numberOfUsers: eachLike({ range: like('0-10') }),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url).registrationApi.businessDetails());
      expect(response.result.numberOfUsers[0]?.range).toBe('0-10');
    });
  });
});

describe('GET /api/underwriters', () => {
  it('lists underwriters by name', async () => {
    const pact = createPact();
    pact
      .uponReceiving('a request for the underwriters')
      .withRequest({ method: 'GET', path: '/api/underwriters' })
      .willRespondWith({ status: 200, body: { result: { underWriters: eachLike({ name: like('First American Title Insurance Company') }) } } });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url).registrationApi.underwriters());
      expect(response.result.underWriters[0]?.name).toBe('First American Title Insurance Company');
    });
  });
});

describe('POST /api/tenants', () => {
  it('accepts a new agency with 202', async () => {
    const pact = createPact();
    pact
      .given(providerStates.newAgencyUnregistered, { ...pactData.newAgency })
      .uponReceiving('a registration of a new agency')
      .withRequest({ method: 'POST', path: '/api/tenants', headers: { 'Content-Type': 'application/json' }, body: registration(pactData.newAgency.organizationName) })
      .willRespondWith({
        status: 202,
        body: {
          result: {
            isSuccess: true,
            message: like('Tenant registration request has been sent, we will be sending email once tenant setup is configured.'),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const response = await firstValueFrom(appApis(server.url).registrationApi.signUp(registration(pactData.newAgency.organizationName)));
      expect(response.result.isSuccess).toBe(true);
    });
  });

  it('answers 409 for an organization name already registered', async () => {
    const pact = createPact();
    pact
      // The backend registers the name it is given; no name needs to be special on a real backend.
      .given(providerStates.agencyRegistered, { organizationName: 'Pact Registered Title' })
      .uponReceiving('a registration of an agency name already registered')
      .withRequest({ method: 'POST', path: '/api/tenants', headers: { 'Content-Type': 'application/json' }, body: registration('Pact Registered Title') })
      .willRespondWith({
        status: 409,
        body: {
          result: {
            isSuccess: false,
            message: like('Provided details are already register with us, please provide valid details to proceed.'),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url).registrationApi.signUp(registration('Pact Registered Title'))).catch((caught: unknown) => caught);
      const mapped = toSignUpError(error);
      expect(mapped.fieldErrors.organizationName).toBe('This organization Name is already registered');
      expect(mapped.message).toBe('Provided details are already register with us, please provide valid details to proceed.');
    });
  });

  it('answers 409 naming the e-mail field when the e-mail already has an account', async () => {
    const pact = createPact();
    const { organizationName, email } = pactData.agencyOfKnownPerson;
    pact
      .given(providerStates.newAgencyUnregistered, { organizationName, email: 'nobody.pact@lakeside.test' })
      .given(providerStates.userWithPassword, { email, password: 'Pact#Password-2026' })
      .uponReceiving('a registration with an e-mail that already has an account')
      .withRequest({ method: 'POST', path: '/api/tenants', headers: { 'Content-Type': 'application/json' }, body: registration(organizationName, '78701', email) })
      .willRespondWith({
        status: 409,
        body: {
          result: { isSuccess: false, message: like('Provided details are already register with us, please provide valid details to proceed.') },
          ExceptionList: [{ Type: 'Email', Message: like('This e-mail address is already registered. Sign in, or use another e-mail.') }],
        },
      });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url).registrationApi.signUp(registration(organizationName, '78701', email))).catch((caught: unknown) => caught);
      const mapped = toSignUpError(error);
      expect(mapped.fieldErrors).toEqual({ email: 'This e-mail address is already registered. Sign in, or use another e-mail.' });
      expect(mapped.isSuccess).toBe(false);
    });
  });

  it('answers an invalid zip with an ExceptionList', async () => {
    const pact = createPact();
    pact
      .uponReceiving('a registration with a four-digit zip')
      .withRequest({ method: 'POST', path: '/api/tenants', headers: { 'Content-Type': 'application/json' }, body: registration(pactData.newAgency.organizationName, '7870') })
      .willRespondWith({
        status: 400,
        body: {
          message: like('One or more validation errors occurred.'),
          ExceptionList: eachLike({ Type: like('Zip'), Message: like('Please enter valid zip.') }),
        },
      });
    await pact.executeTest(async (server) => {
      const error = await firstValueFrom(appApis(server.url).registrationApi.signUp(registration(pactData.newAgency.organizationName, '7870'))).catch((caught: unknown) => caught);
      expect(toSignUpError(error).fieldErrors.zip).toBe('Please enter valid zip.');
    });
  });
});
