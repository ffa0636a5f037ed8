import { MatchersV3 } from '@pact-foundation/pact';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstValueFrom } from 'rxjs';
import { buildFieldPatch } from '../../src/orders/order-patch.ts';
import { conflictsOf } from '../../src/orders/order-entry-epics.ts';
import { sampleOrderDetail } from '../../fixtures/sample-order.ts';
import type { OrderDetail } from '../../src/orders/order-schemas.ts';
import type { HttpError } from '../../src/lib/http/http-error.ts';
import { exceptionListOf } from '../../src/lib/http/http-error.ts';
import { pactExamples, pactData, providerStates } from '../pact-names.ts';
import { appApis, createPact, exampleToken } from './pact-setup.ts';
import { anchoredUuid, isoDate, isoDateTime, orderDetailMatcher } from './matchers.ts';

const { like, eachLike, integer, regex, fromProviderState } = MatchersV3;

const token = exampleToken();
const bearer = () => fromProviderState('Bearer ${token}', `Bearer ${token}`);

const fileItem = {
  id: anchoredUuid(pactExamples.orderGuid),
  orderGuid: anchoredUuid(pactExamples.orderGuid),
  fileNumber: like(pactData.fileNumber),
  docName: like(pactData.documentName),
  address: like('1200 Lakeshore Dr, Austin, TX 78701'),
  cashClosing: regex('^(Cash|Finance)$', 'Finance'),
  transactionType: like('Purchase'),
};

const newOrder: OrderDetail = sampleOrderDetail({
  fileNumber: pactData.newFileNumber,
  address: '77 Harbor View Rd',
  city: 'Tampa',
  state: 'FL',
  county: 'Hillsborough',
  zip: '33602',
});

describe('GET /api/dashboard', () => {
  it("answers the signed-in tenant's figures", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a request for the dashboard figures')
      .withRequest({ method: 'GET', path: '/api/dashboard', headers: { Authorization: bearer() } })
      .willRespondWith({
        status: 200,
        body: {
          result: {
            today: isoDate('2026-11-18'),
            openFiles: integer(178),
            openFilesByTransactionType: eachLike({ transactionType: like('Purchase'), count: integer(47) }),
            closingsThisWeek: integer(10),
            closingsNext30Days: integer(39),
            closingsPerWeek: eachLike({ weekStart: isoDate('2026-11-16'), count: integer(3) }),
            recentFiles: eachLike({ ...fileItem, createdAt: isoDateTime('2026-11-01T09:00:00.000Z') }),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).dashboardApi.summary());
      expect(result.recentFiles[0]?.fileNumber).toBe(pactData.fileNumber);
    });
  });
});

describe('GET /api/files', () => {
  it('pages and searches the file list', async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a search of the file list')
      .withRequest({
        method: 'GET',
        path: '/api/files',
        query: { q: pactData.fileNumber, _sort: 'fileNumber', _order: 'asc', _start: '0', _end: '200' },
        headers: { Authorization: bearer() },
      })
      .willRespondWith({ status: 200, body: { result: { files: eachLike(fileItem), total: integer(1) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(
        appApis(server.url, token).ordersApi.files({ q: pactData.fileNumber, sort: 'fileNumber', direction: 'asc', start: 0, end: 200 }),
      );
      expect(result.files[0]?.orderGuid).toBe(pactExamples.orderGuid);
      expect(result.total).toBe(1);
    });
  });
});

describe('POST /api/files', () => {
  it("creates an order: 202, 'Succesfully created' and the orderId", async () => {
    const pact = createPact();
    pact
      .given(providerStates.newFileNumberFree, { fileNumber: pactData.newFileNumber })
      .uponReceiving('the creation of an order')
      .withRequest({ method: 'POST', path: '/api/files', headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: newOrder })
      .willRespondWith({ status: 202, body: { result: { isSuccess: true, message: 'Succesfully created', orderId: anchoredUuid(pactExamples.orderGuid) } } });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).ordersApi.createOrder(newOrder));
      expect(result.message).toBe('Succesfully created');
    });
  });

  it('answers 409 for a file number already used in the agency', async () => {
    const pact = createPact();
    const used = { ...newOrder, fileNumber: pactData.fileNumber };
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('the creation of an order with a used file number')
      .withRequest({ method: 'POST', path: '/api/files', headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: used })
      .willRespondWith({ status: 409, body: { result: { isSuccess: false, message: like('File number DTE-PACT-0001 is already used in your agency.') } } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).ordersApi.createOrder(used)).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(409);
    });
  });
});

describe('POST /api/files with field errors', () => {
  it('answers 400 with an ExceptionList naming the fields', async () => {
    const pact = createPact();
    // The form checks these too; the server must still refuse them (and the form shows the list).
    const invalid = { ...newOrder, zip: '3360', cashClosing: 'Barter' } as unknown as OrderDetail;
    pact
      .given(providerStates.newFileNumberFree, { fileNumber: pactData.newFileNumber })
      .uponReceiving('the creation of an order with field errors')
      .withRequest({ method: 'POST', path: '/api/files', headers: { Authorization: bearer(), 'Content-Type': 'application/json' }, body: invalid })
      .willRespondWith({
        status: 400,
        body: { message: like('One or more validation errors occurred.'), ExceptionList: eachLike({ Type: like('Zip'), Message: like('Enter a 5-digit ZIP code.') }) },
      });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).ordersApi.createOrder(invalid)).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(400);
      expect(exceptionListOf(error.body)?.length).toBeGreaterThan(0);
    });
  });
});

describe('GET /api/orders/{orderGuid}', () => {
  it("answers the caller's own order", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a request for an order')
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/orders/${orderGuid}', `/api/orders/${pactExamples.orderGuid}`),
        headers: { Authorization: bearer() },
      })
      .willRespondWith({
        status: 200,
        body: {
          result: {
            id: anchoredUuid(pactExamples.orderGuid),
            baseOrderDetail: orderDetailMatcher(sampleOrderDetail({ orderGuid: pactExamples.orderGuid })),
          },
        },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).ordersApi.order(pactExamples.orderGuid));
      expect(result.baseOrderDetail.fileNumber).toBe(pactData.fileNumber);
    });
  });

  it("answers 404 for another tenant's order", async () => {
    const pact = createPact();
    pact
      .given(providerStates.samHasOrder, { fileNumber: pactData.otherAgencyFileNumber })
      .uponReceiving("a request for another tenant's order")
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/orders/${otherOrderGuid}', `/api/orders/${pactExamples.otherOrderGuid}`),
        headers: { Authorization: bearer() },
      })
      .willRespondWith({ status: 404, body: { message: like('There is no such order.') } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).ordersApi.order(pactExamples.otherOrderGuid)).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(404);
    });
  });
});

describe('PATCH /api/orders/{orderGuid}', () => {
  it('saves one field with a JSON Patch and answers 202 with no body', async () => {
    const pact = createPact();
    // The `test` states what the agent saw: the sample order's disbursement date.
    const patch = buildFieldPatch('disbursementDate', '2026-12-30T00:00:00Z', sampleOrderDetail().disbursementDate);
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a change of the disbursement date')
      .withRequest({
        method: 'PATCH',
        path: fromProviderState('/api/orders/${orderGuid}', `/api/orders/${pactExamples.orderGuid}`),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json-patch+json' },
        body: patch,
      })
      .willRespondWith({ status: 202 });
    await pact.executeTest(async (server) => {
      await expect(firstValueFrom(appApis(server.url, token).ordersApi.patchOrder(pactExamples.orderGuid, patch))).resolves.toBeNull();
    });
  });

  it('answers 409 with the stored value when someone else changed the field since it was read', async () => {
    const pact = createPact();
    const patch = buildFieldPatch('salesPrice', 475000, 440000);
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a change of the sales price built on an old read')
      .withRequest({
        method: 'PATCH',
        path: fromProviderState('/api/orders/${orderGuid}', `/api/orders/${pactExamples.orderGuid}`),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json-patch+json' },
        body: patch,
      })
      .willRespondWith({
        status: 409,
        headers: { 'Content-Type': regex('application/json.*', 'application/json; charset=utf-8') },
        body: {
          result: {
            isSuccess: false,
            message: like('Someone else changed this since you read it.'),
            conflicts: [{ path: regex('^/salesPrice$', '/salesPrice'), current: like(450000) }],
          },
        },
      });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).ordersApi.patchOrder(pactExamples.orderGuid, patch)).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(409);
      expect(conflictsOf(error.body)).toEqual([{ path: '/salesPrice', current: 450000 }]);
    });
  });

  it('answers 409 when the new file number is used by another order of the agency', async () => {
    const pact = createPact();
    const patch = buildFieldPatch('fileNumber', pactData.secondFileNumber, pactData.fileNumber);
    pact
      // The backend creates the other order with the number it is given, not one it must know.
      .given(providerStates.danaHasTwoOrders, { fileNumber: pactData.fileNumber, usedFileNumber: pactData.secondFileNumber })
      .uponReceiving('a change of the file number to one in use')
      .withRequest({
        method: 'PATCH',
        path: fromProviderState('/api/orders/${orderGuid}', `/api/orders/${pactExamples.orderGuid}`),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json-patch+json' },
        body: patch,
      })
      .willRespondWith({ status: 409, body: { result: { isSuccess: false, message: like('File number DTE-PACT-0002 is already used in your agency.') } } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).ordersApi.patchOrder(pactExamples.orderGuid, patch)).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(409);
    });
  });

  it('answers an unknown field with an ExceptionList', async () => {
    const pact = createPact();
    const patch = [{ op: 'replace' as const, path: '/NoSuchField', value: 'x' }];
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('a change of a field the order does not have')
      .withRequest({
        method: 'PATCH',
        path: fromProviderState('/api/orders/${orderGuid}', `/api/orders/${pactExamples.orderGuid}`),
        headers: { Authorization: bearer(), 'Content-Type': 'application/json-patch+json' },
        body: patch,
      })
      .willRespondWith({ status: 400, body: { message: like('One or more validation errors occurred.'), ExceptionList: eachLike({ Type: like('Patch'), Message: like('"/NoSuchField" is not a field of the order.') }) } });
    await pact.executeTest(async (server) => {
      const error = (await firstValueFrom(appApis(server.url, token).ordersApi.patchOrder(pactExamples.orderGuid, patch)).catch((caught: unknown) => caught)) as HttpError;
      expect(error.status).toBe(400);
    });
  });
});

describe('/api/documents', () => {
  it("lists an order's documents", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasDocument, { fileNumber: pactData.fileNumber, documentName: pactData.documentName })
      .uponReceiving("a request for an order's documents")
      .withRequest({
        method: 'GET',
        path: '/api/documents',
        query: { orderGuid: fromProviderState('${orderGuid}', pactExamples.orderGuid) },
        headers: { Authorization: bearer() },
      })
      .willRespondWith({
        status: 200,
        body: {
          result: eachLike({
            id: anchoredUuid(pactExamples.documentId),
            orderGuid: anchoredUuid(pactExamples.orderGuid),
            name: like(pactData.documentName),
            size: integer(26),
            contentType: like('application/pdf'),
            uploadedAt: isoDateTime('2026-11-01T10:00:00.000Z'),
          }),
        },
      });
    await pact.executeTest(async (server) => {
      const { result } = await firstValueFrom(appApis(server.url, token).ordersApi.documents(pactExamples.orderGuid));
      expect(result[0]?.name).toBe(pactData.documentName);
    });
  });

  it("downloads a document's content", async () => {
    const pact = createPact();
    pact
      .given(providerStates.danaHasDocument, { fileNumber: pactData.fileNumber, documentName: pactData.documentName })
      .uponReceiving("a download of a document's content")
      .withRequest({
        method: 'GET',
        path: fromProviderState('/api/documents/${documentId}/content', `/api/documents/${pactExamples.documentId}/content`),
        headers: { Authorization: bearer() },
      })
      .willRespondWith({ status: 200, headers: { 'Content-Type': 'application/octet-stream' }, body: pactExamples.documentContent });
    await pact.executeTest(async (server) => {
      const blob = await firstValueFrom(appApis(server.url, token).ordersApi.documentContent(pactExamples.documentId));
      expect(await blob.text()).toBe(pactExamples.documentContent);
    });
  });

  it('uploads a file to an order (multipart) and answers 202 with its id', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'pact-upload-'));
    const file = path.join(dir, 'Survey.pdf');
    await writeFile(file, '%PDF-1.4 survey');
    const pact = createPact();
    pact
      .given(providerStates.danaHasOrder, { fileNumber: pactData.fileNumber })
      .uponReceiving('an upload of a document')
      .withRequestMultipartFileUpload(
        {
          method: 'POST',
          path: '/api/documents',
          query: { orderGuid: fromProviderState('${orderGuid}', pactExamples.orderGuid) },
          headers: { Authorization: bearer() },
        },
        'application/pdf',
        file,
        'file',
        // A fixed boundary keeps the committed pact file the same from run to run.
        'TitleTrackPactBoundary',
      )
      .willRespondWith({ status: 202, body: { result: { id: anchoredUuid(pactExamples.documentId) } } });
    try {
      await pact.executeTest(async (server) => {
        const upload = new File(['%PDF-1.4 survey'], 'Survey.pdf', { type: 'application/pdf' });
        const { result } = await firstValueFrom(appApis(server.url, token).ordersApi.uploadDocument(pactExamples.orderGuid, upload));
        expect(result.id).toBeTruthy();
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
