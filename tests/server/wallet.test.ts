import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import { unzipSync } from 'fflate';
import forge from 'node-forge';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { throwawayWalletKeys } from './helpers/wallet-keys.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { checkTicketToken } from '../../src/server/services/documents/ticket-check.js';
import { verifyTicketToken } from '../../src/server/services/documents/ticket-token.js';

const keys = throwawayWalletKeys();
let w: PaymentWorld;
let plain: PaymentWorld;
beforeAll(async () => {
  // Each world points the mail outbox at its own folder: the one made last receives the mails.
  plain = await paymentWorld();
  w = await paymentWorld({}, keys.settings);
});
afterAll(async () => {
  await w.close();
  await plain.close();
});

async function paidTicket(world: PaymentWorld, seat: number): Promise<number> {
  const orderId = await world.hold(1, world.buyer, seat);
  expect((await world.notify(await world.pay(orderId), 'success')).body.result).toBe('confirmed');
  const row = await world.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return row.id;
}

const applePass = (world: PaymentWorld, ticketId: number, headers = world.buyer) =>
  world.t.app.inject({ method: 'GET', url: `/api/tickets/${ticketId}/wallet/apple`, headers });
const googleLink = (world: PaymentWorld, ticketId: number, headers = world.buyer) => world.post('/api/google-wallet', { ticketId }, headers);

/** The RSA signature of a PKCS#7 detached signature checked against the signer's key and the signed manifest. */
function verifyDetachedSignature(signature: Uint8Array, manifest: Uint8Array, cert: forge.pki.Certificate): boolean {
  const p7 = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(signature).toString('binary')))) as forge.pkcs7.PkcsSignedData & {
    rawCapture: { authenticatedAttributes: forge.asn1.Asn1[]; signature: string };
  };
  const attributes = p7.rawCapture.authenticatedAttributes;
  const digestAttribute = attributes.find((a) => forge.asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) === forge.pki.oids['messageDigest']);
  const digest = ((digestAttribute!.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!.value as string;
  // Apple's signature format digests with SHA-1.
  const manifestDigest = createHash('sha1').update(manifest).digest('binary');
  if (digest !== manifestDigest) return false;
  const set = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes);
  const md = forge.md.sha1.create();
  md.update(forge.asn1.toDer(set).getBytes());
  return (cert.publicKey as forge.pki.rsa.PublicKey).verify(md.digest().getBytes(), p7.rawCapture.signature);
}

describe('wallet passes', () => {
  it('Apple: a signed .pkpass whose QR code is the e-ticket token and whose manifest and signature hold', async () => {
    const ticketId = await paidTicket(w, 0);
    const res = await applePass(w, ticketId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['icon.png', 'icon@2x.png', 'manifest.json', 'pass.json', 'signature']);
    const pass = JSON.parse(Buffer.from(files['pass.json']!).toString('utf8'));
    expect(pass).toMatchObject({ passTypeIdentifier: 'pass.test.shop', teamIdentifier: 'TEAM123456', serialNumber: `ticket-${ticketId}` });
    expect(pass.eventTicket.primaryFields[0].value).toBeTruthy();
    const message = pass.barcodes[0].message as string;
    expect(verifyTicketToken(w.t.app.secretFor('ticket-qr'), message)?.ticketId).toBe(ticketId);
    const manifest = JSON.parse(Buffer.from(files['manifest.json']!).toString('utf8'));
    for (const name of ['pass.json', 'icon.png']) expect(manifest[name]).toBe(createHash('sha1').update(files[name]!).digest('hex'));
    expect(verifyDetachedSignature(files['signature']!, files['manifest.json']!, keys.signerCert)).toBe(true);
    // Tampering with the manifest breaks the signature.
    const forged = Buffer.from(files['manifest.json']!).toString('utf8').replace(/"[0-9a-f]{40}"/, `"${'0'.repeat(40)}"`);
    expect(verifyDetachedSignature(files['signature']!, Buffer.from(forged), keys.signerCert)).toBe(false);
  });

  it('Google: a save link whose JWT is signed by the service account and carries the ticket', async () => {
    const ticketId = await paidTicket(w, 1);
    const res = await googleLink(w, ticketId);
    expect(res.statusCode).toBe(200);
    const { token, saveUrl } = res.json() as { token: string; saveUrl: string };
    expect(saveUrl).toBe(`https://pay.google.com/gp/v/save/${token}`);
    const { payload } = await jwtVerify(token, keys.googlePublicKey, { issuer: 'wallet@test-shop.iam.gserviceaccount.com', audience: 'google' });
    expect(payload['typ']).toBe('savetowallet');
    const object = (payload['payload'] as { eventTicketObjects: Record<string, unknown>[] }).eventTicketObjects[0]!;
    expect(object['id']).toBe(`3388000000012345678.ticket-${ticketId}`);
    expect(verifyTicketToken(w.t.app.secretFor('ticket-qr'), (object['barcode'] as { value: string }).value)?.ticketId).toBe(ticketId);
    // The GraphQL mutation answers the same token kind.
    const graph = await w.post('/api/proxy/graphql', { query: `mutation { generateWalletToken(input: { ticketId: "${ticketId}", kind: "google" }) { kind token url } }` });
    const answer = graph.json().data.generateWalletToken;
    await expect(jwtVerify(answer.token, keys.googlePublicKey)).resolves.toBeTruthy();
    // Another key does not verify it.
    await expect(jwtVerify(token, throwawayWalletKeys().googlePublicKey)).rejects.toThrow();
  });

  it('answers 404 to another customer, refuses what the e-ticket refuses, and stops validating a transferred ticket\'s pass', async () => {
    const ticketId = await paidTicket(w, 2);
    expect((await applePass(w, ticketId, w.other)).statusCode).toBe(404);
    expect((await googleLink(w, ticketId, w.other)).statusCode).toBe(404);
    expect((await googleLink(w, 999_999)).statusCode).toBe(404);
    expect((await googleLink(w, 'x' as unknown as number)).statusCode).toBe(400);
    const before = (await jwtVerify((await googleLink(w, ticketId)).json().token, keys.googlePublicKey)).payload;
    const oldToken = ((before['payload'] as { eventTicketObjects: { barcode: { value: string } }[] }).eventTicketObjects[0]!).barcode.value;
    expect((await checkTicketToken(w.t.app, oldToken)).valid).toBe(true);
    expect((await w.post('/api/transfers', { ticketIds: [ticketId], email: 'other@example.com' })).statusCode).toBe(201);
    expect((await googleLink(w, ticketId)).json().error.code).toBe('TICKET_TRANSFER_PENDING');
    const mail = (await listOutbox(w.outbox)).find((m) => m.to === 'other@example.com')!;
    const secret = /\/orders\/transfer\/([\w-]+)/.exec(mail.text)![1]!;
    const { ticketIds } = (await w.post(`/api/transfers/link/${secret}/accept`, {}, w.other)).json() as { ticketIds: number[] };
    expect((await applePass(w, ticketId)).json().error.code).toBe('TICKET_TRANSFERRED');
    expect((await checkTicketToken(w.t.app, oldToken)).valid).toBe(false);
    // The recipient's pass once they have named who attends (a received ticket has no holder yet).
    expect((await applePass(w, ticketIds[0]!, w.other)).json().error.code).toBe('TICKET_HOLDER_INFO_MISSING');
    const named = await w.t.app.inject({ method: 'PUT', url: `/api/tickets/${ticketIds[0]}/holder`, headers: w.other, payload: { holderInfo: { firstName: 'Grace', lastName: 'Hopper' } } });
    expect(named.statusCode).toBe(200);
    const theirs = await applePass(w, ticketIds[0]!, w.other);
    expect(theirs.statusCode).toBe(200);
  });

  it('generateWalletToken answers the apple kind only for a ticket whose pass the owner may have', async () => {
    const ticketId = await paidTicket(w, 3);
    const token = (kind: string, id: number | string, headers = w.buyer) =>
      w.post('/api/proxy/graphql', { query: `mutation { generateWalletToken(input: { ticketId: "${id}", kind: "${kind}" }) { kind url } }` }, headers);
    const codes = (res: { json(): unknown }) => ((res.json() as { errors?: { extensions: { code: string } }[] }).errors ?? []).map((e) => e.extensions.code);
    expect((await token('apple', ticketId)).json().data.generateWalletToken).toEqual({ kind: 'apple', url: `/api/tickets/${ticketId}/wallet/apple` });
    // Another customer's ticket, one that does not exist: not found, like the pass itself and the google kind.
    expect(codes(await token('apple', ticketId, w.other))).toEqual(['TICKET_NOT_FOUND']);
    expect(codes(await token('google', ticketId, w.other))).toEqual(['TICKET_NOT_FOUND']);
    expect(codes(await token('apple', 999_999))).toEqual(['TICKET_NOT_FOUND']);
    // A ticket being transferred has no pass either.
    expect((await w.post('/api/transfers', { ticketIds: [ticketId], email: 'other@example.com' })).statusCode).toBe(201);
    expect(codes(await token('apple', ticketId))).toEqual(['TICKET_TRANSFER_PENDING']);
  });

  it('without keys: the config lists no wallet and the endpoints answer 409 WALLET_NOT_CONFIGURED', async () => {
    expect((await plain.t.app.inject({ method: 'GET', url: '/api/config' })).json().walletKinds).toEqual([]);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/config' })).json().walletKinds).toEqual(['apple', 'google']);
    const ticketId = await paidTicket(plain, 0);
    const apple = await applePass(plain, ticketId);
    expect([apple.statusCode, apple.json().error.code, apple.json().error.details.kind]).toEqual([409, 'WALLET_NOT_CONFIGURED', 'apple']);
    expect((await googleLink(plain, ticketId)).json().error.code).toBe('WALLET_NOT_CONFIGURED');
    const graph = await plain.post('/api/proxy/graphql', { query: `mutation { generateWalletToken(input: { ticketId: "${ticketId}", kind: "apple" }) { url } }` });
    expect(JSON.stringify(graph.json())).toContain('WALLET_NOT_CONFIGURED');
  });
});
