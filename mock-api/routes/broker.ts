import express, { Router } from 'express';
import { jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { missingLetterKeys } from '../../src/letters/missing-letter-keys.ts';
import { ApiError, handle, notFound, validationFailure } from '../http/api-errors.ts';
import type { ApiContext, Caller } from '../auth/context.ts';
import { actorOf, channelOf, historyOf } from '../history/actor.ts';
import { isReadableLetter, validLetterRequest } from '../domain/letter-request-schema.ts';
import type { LetterRecord } from '../store/model.ts';
import { callerBehind } from '../auth/require-auth.ts';
import { InvalidTokenError } from '../auth/tokens.ts';
import { MOCK_BROKER_CLIENT_ID } from '../../src/config/mock-broker.ts';

/** The one client the mock broker knows: the web app (src/config/mock-broker.ts). */
export const BROKER_CLIENT_ID = MOCK_BROKER_CLIENT_ID;
export const BROKER_TOKEN_SECONDS = 3600;
/** Letters one order may have, at most: every list a client can grow is bounded. */
export const MAX_LETTERS_PER_ORDER = 100;

/**
 * The closing-protection-letter broker the app talks to without its own Bearer header: an OAuth2
 * client-credentials token endpoint and the letters API, which checks the letter request's keys.
 */
export function brokerRoutes(context: ApiContext, clientSecret: string): Router {
  const { store, tokens } = context;
  const history = historyOf(store);
  const router = Router();
  const key = () => new TextEncoder().encode(`${store.metadata.jwtSecret}:broker`);

  router.post('/broker/connect/token', express.urlencoded({ extended: false, limit: '16kb' }), handle(async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials') {
      res.status(400).json({ error: 'unsupported_grant_type', error_description: 'Only client_credentials is supported.' });
      return;
    }
    if (body.client_id !== BROKER_CLIENT_ID || body.client_secret !== clientSecret) {
      res.status(401).json({ error: 'invalid_client', error_description: 'Unknown client or wrong secret.' });
      return;
    }
    const accessToken = await new SignJWT({ scope: 'letters' })
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience('broker')
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + BROKER_TOKEN_SECONDS)
      .sign(key());
    res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: BROKER_TOKEN_SECONDS });
  }));

  const requireBrokerToken = handle(async (req, _res, next) => {
    const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
    if (!match?.[1]) throw new ApiError(401, { message: 'The broker needs its own access token.' });
    try {
      await jwtVerify(match[1], key(), { algorithms: ['HS256'], audience: 'broker' });
    } catch {
      throw new ApiError(401, { message: 'The broker access token is not valid or has expired.' });
    }
    next();
  });

  /**
   * The signed-in user behind a letter call: the app token inside the request, never the broker
   * token, checked as every other route checks it (a removed user or an inactive tenant is refused).
   */
  async function callerOf(userToken: unknown): Promise<Caller> {
    if (typeof userToken !== 'string' || userToken === '') throw new ApiError(401, { message: 'The letter request carries no user token.' });
    let claims;
    try {
      claims = await tokens.verify(userToken);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new ApiError(401, { message: error.message });
      throw error;
    }
    return callerBehind(store, claims, context.sessionLimits);
  }

  router.post(
    '/broker/v1/letters',
    requireBrokerToken,
    handle(async (req, res) => {
      const missing = missingLetterKeys(req.body);
      if (missing.length > 0) throw validationFailure(missing.map((name) => ({ Type: name, Message: `${name} is required.` })));
      const request = validLetterRequest(req.body);
      const caller = await callerOf(request.token);
      const { tenantId } = caller;
      const order = store.get('orders', request.orderMoniker);
      if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
      const value = (section: 'agent' | 'letter', name: string) => request.submissionData[section].Data.find((entry) => entry.Key === name)?.Value ?? '';
      // The next number follows the highest the agency has, not how many letters it has: once a
      // letter is deleted, a count would hand out the number of one that still exists.
      let highest = 0;
      let forOrder = 0;
      for (const letter of store.values('letters')) {
        if (letter.tenantId !== tenantId) continue;
        highest = Math.max(highest, Number(/(\d+)$/.exec(String(letter.letterNumber))?.[1] ?? 0));
        if (letter.orderGuid === order.id) forOrder += 1;
      }
      if (forOrder >= MAX_LETTERS_PER_ORDER) {
        throw new ApiError(409, { message: `This order has ${MAX_LETTERS_PER_ORDER} letters, the most one order can have; delete one it no longer needs first.` });
      }
      const letter: LetterRecord = {
        id: randomUUID(),
        tenantId,
        orderGuid: order.id,
        letterNumber: `CPL-${new Date().getUTCFullYear()}-${String(highest + 1).padStart(6, '0')}`,
        letterType: request.letterType,
        underwriter: value('agent', 'underwriter'),
        lenderName: value('letter', 'lenderName'),
        status: 'Issued',
        issuedAt: new Date().toISOString(),
      };
      const lender = letter.lenderName || 'the lender';
      const note = {
        tenantId,
        orderGuid: order.id,
        actor: actorOf(store, caller),
        ...channelOf(req),
        section: 'letters' as const,
        action: 'requested',
        summary: `requested ${letter.letterType} ${letter.letterNumber} with ${lender}`,
        changes: [{ path: `letters/${letter.letterNumber}`, label: `Letter ${letter.letterNumber}`, before: null, after: `${letter.letterType}, ${lender}, ${letter.underwriter}` }],
      };
      await history.record([note], [{ collection: 'letters', put: letter }]);
      const { tenantId: _tenant, ...answer } = letter;
      res.status(201).json({ letterId: letter.id, ...answer });
    }),
  );

  router.get(
    '/broker/v1/letters',
    requireBrokerToken,
    handle(async (req, res) => {
      const { tenantId } = await callerOf(req.get('x-user-token'));
      const orderMoniker = typeof req.query.orderMoniker === 'string' ? req.query.orderMoniker : '';
      const order = store.get('orders', orderMoniker);
      if (!order || order.tenantId !== tenantId) throw notFound('There is no such order.');
      const letters = store
        .list('letters')
        .filter((letter) => letter.tenantId === tenantId && letter.orderGuid === order.id)
        .map(answerOf)
        .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
      res.json({ letters });
    }),
  );
  // A letter can be withdrawn (and one stored unreadable removed): by its tenant's user only.
  router.delete(
    '/broker/v1/letters/:letterId',
    requireBrokerToken,
    handle(async (req, res) => {
      const caller = await callerOf(req.get('x-user-token'));
      const letter = store.get('letters', String(req.params.letterId));
      if (!letter || letter.tenantId !== caller.tenantId) throw notFound('There is no such letter.');
      const note = {
        tenantId: letter.tenantId,
        orderGuid: letter.orderGuid,
        actor: actorOf(store, caller),
        ...channelOf(req),
        section: 'letters' as const,
        action: 'withdrawn',
        summary: `withdrew letter ${letter.letterNumber}`,
        changes: [{ path: `letters/${letter.letterNumber}`, label: `Letter ${letter.letterNumber}`, before: `${letter.letterType}, ${letter.lenderName}, ${letter.underwriter}`, after: null }],
      };
      await history.record([note], [{ collection: 'letters', delete: letter.id }]);
      res.status(204).end();
    }),
  );
  return router;
}

/**
 * A stored letter as the list shows it. One without the expected shape (stored before requests
 * were checked, or by hand) is listed as unreadable, with text in every field, so the order's
 * letters still load and the letter can be deleted.
 */
function answerOf(letter: LetterRecord) {
  if (isReadableLetter(letter)) {
    const { tenantId: _tenant, ...rest } = letter;
    return { letterId: letter.id, ...rest };
  }
  const id = String(letter.id);
  return {
    letterId: id,
    id,
    orderGuid: String(letter.orderGuid),
    letterNumber: typeof letter.letterNumber === 'string' ? letter.letterNumber : '(unreadable)',
    letterType: typeof letter.letterType === 'string' ? letter.letterType : '(unreadable)',
    underwriter: '(unreadable)',
    lenderName: '(unreadable)',
    status: 'Unreadable' as const,
    issuedAt: typeof letter.issuedAt === 'string' ? letter.issuedAt : '',
    unreadable: true,
  };
}
