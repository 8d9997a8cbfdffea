// One's own credentials over REST and GraphQL (issue 33): a new password (the current one asked,
// other sessions signed out, a reset link asked before stops working), a new email (a hashed,
// single-use, expiring link to the new address, a note to the old one), a new username; bad input a
// 4xx with field errors.
import { describe, expect, it } from 'vitest';
import { waitForMails } from '../../testing/outbox.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { TestClient } from '../../testing/http-client.js';
import { EmailChangeModel } from './auth.model.js';
import { sha256 } from '../../shared/sessions/session-store.js';

const gateway = useTestRuntime();

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@x.io`;

async function person(name: string) {
  const email = uniqueEmail(name);
  return { email, ...(await gateway.signUp(email, { username: name })) };
}

/** The mails in the outbox to `address` (the mailer writes in the background: waits for `count`). */
const mailsTo = (address: string, count = 1) => waitForMails(gateway.env.DATA_DIR, address, count);

const tokenIn = (mail: string): string => {
  const match = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('no confirmation link in the mail');
  return match[1]!;
};

describe('POST /api/user/password', () => {
  it('asks for the current password, signs the other sessions out, keeps this one, and tells the address', async () => {
    const me = await person('pw');
    const laptop = gateway.client();
    expect((await laptop.post('/api/login', { email: me.email, password: 'password8' })).status).toBe(200);

    const wrong = await me.client.post<{ message: string; fieldErrors: Record<string, string[]> }>(
      '/api/user/password',
      { currentPassword: 'not-it-at-all', newPassword: 'a new password' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors.currentPassword).toEqual(['Your current password is not correct.']);

    const changed = await me.client.post<{ message: string }>('/api/user/password', {
      currentPassword: 'password8',
      newPassword: 'a new password',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatch(/other sessions are signed out/);
    expect((await me.client.get<{ email: string }>('/api/user')).body.email).toBe(me.email);
    expect((await laptop.get('/api/user')).body).toBeNull();

    const fresh = gateway.client();
    expect((await fresh.post('/api/login', { email: me.email, password: 'password8' })).status).toBe(401);
    expect((await fresh.post('/api/login', { email: me.email, password: 'a new password' })).status).toBe(
      200,
    );
    expect((await mailsTo(me.email))[0]).toMatch(/password of your Thesis Studio account was changed/);
  });

  it('ends reset links asked for before the change', async () => {
    const me = await person('reset');
    await gateway.client().post('/api/forgot-password', { email: me.email });
    const [resetMail] = await mailsTo(me.email);
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail!)![1]!;
    await me.client.post('/api/user/password', { currentPassword: 'password8', newPassword: 'changed pass' });
    const reset = await gateway.client().post('/api/reset-password', { token, newPassword: 'attacker pw' });
    expect(reset.status).toBe(400);
  });

  it('answers bad input with 400 and field errors, and anonymous callers with 401', async () => {
    const me = await person('badpw');
    for (const [body, field] of [
      [{ currentPassword: 'password8', newPassword: 'short' }, 'newPassword'],
      [{ currentPassword: 'password8', newPassword: 'password8' }, 'newPassword'],
      [{ currentPassword: '', newPassword: 'long enough pw' }, 'currentPassword'],
      [{ currentPassword: { $gt: '' }, newPassword: 'long enough pw' }, 'currentPassword'],
    ] as const) {
      const res = await me.client.post<{ message: string; fieldErrors: Record<string, string[]> }>(
        '/api/user/password',
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toContain(field);
    }
    const anonymous = await gateway
      .client()
      .post('/api/user/password', { currentPassword: 'password8', newPassword: 'long enough pw' });
    expect(anonymous.status).toBe(401);
  });

  it('counts current-password checks per account: the 11th in 15 minutes is 429', async () => {
    const me = await person('guess');
    for (let i = 0; i < 10; i++) {
      const res = await me.client.post('/api/user/password', {
        currentPassword: `guess-${i}`,
        newPassword: 'x'.repeat(9),
      });
      expect(res.status).toBe(400);
    }
    const limited = await me.client.post('/api/user/password', {
      currentPassword: 'password8',
      newPassword: 'x'.repeat(9),
    });
    expect(limited.status).toBe(429);
  });
});

describe('POST /api/user/email', () => {
  it('mails a link to the new address and a note to the old one; the link works once and the old address is told', async () => {
    const me = await person('mover');
    const newEmail = uniqueEmail('moved');
    const asked = await me.client.post<{ message: string }>('/api/user/email', {
      newEmail: newEmail.toUpperCase(),
      currentPassword: 'password8',
    });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toContain(newEmail);
    // Nothing changes until the link is opened.
    expect((await me.client.get<{ email: string }>('/api/user')).body.email).toBe(me.email);
    const token = tokenIn((await mailsTo(newEmail))[0]!);
    expect((await mailsTo(me.email))[0]).toContain(`change its email address to ${newEmail}`);
    // Stored as a hash only.
    expect(await EmailChangeModel.findById(token)).toBeNull();
    expect(await EmailChangeModel.findById(sha256(token))).not.toBeNull();

    // Opened in another browser: the token is the proof.
    const elsewhere = gateway.client();
    const confirmed = await elsewhere.post<{ email: string }>('/api/user/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.email).toBe(newEmail);
    expect((await me.client.get<{ email: string }>('/api/user')).body.email).toBe(newEmail);
    const again = await elsewhere.post<{ fieldErrors: Record<string, string[]> }>('/api/user/email/confirm', {
      token,
    });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors.token).toBeDefined();
    expect((await mailsTo(me.email, 2)).some((mail) => mail.includes(`account is now ${newEmail}`))).toBe(
      true,
    );
    expect(
      (await gateway.client().post('/api/login', { email: newEmail, password: 'password8' })).status,
    ).toBe(200);
  });

  it('refuses an expired link, a wrong password, a taken address and the same address', async () => {
    const me = await person('stay');
    const other = await person('taken');
    const wrong = await me.client.post('/api/user/email', {
      newEmail: uniqueEmail('n'),
      currentPassword: 'nope-nope',
    });
    expect(wrong.status).toBe(400);
    const taken = await me.client.post<{ fieldErrors: Record<string, string[]> }>('/api/user/email', {
      newEmail: other.email,
      currentPassword: 'password8',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors.newEmail).toBeDefined();
    const same = await me.client.post('/api/user/email', {
      newEmail: me.email,
      currentPassword: 'password8',
    });
    expect(same.status).toBe(400);
    const invalid = await me.client.post<{ fieldErrors: Record<string, string[]> }>('/api/user/email', {
      newEmail: 'not an address',
      currentPassword: 'password8',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fieldErrors.newEmail).toBeDefined();

    const later = uniqueEmail('later');
    expect(
      (await me.client.post('/api/user/email', { newEmail: later, currentPassword: 'password8' })).status,
    ).toBe(202);
    const token = tokenIn((await mailsTo(later))[0]!);
    await EmailChangeModel.updateOne(
      { _id: sha256(token) },
      { $set: { expiresAt: new Date(Date.now() - 1000) } },
    );
    expect((await gateway.client().post('/api/user/email/confirm', { token })).status).toBe(400);
    expect((await gateway.client().post('/api/user/email/confirm', {})).status).toBe(400);
    expect((await me.client.get<{ email: string }>('/api/user')).body.email).toBe(me.email);
  });

  it('refuses the link when another account took the address meanwhile (409, nothing changes)', async () => {
    const me = await person('racer');
    const wanted = uniqueEmail('wanted');
    await me.client.post('/api/user/email', { newEmail: wanted, currentPassword: 'password8' });
    const token = tokenIn((await mailsTo(wanted))[0]!);
    await gateway.signUp(wanted);
    expect((await gateway.client().post('/api/user/email/confirm', { token })).status).toBe(409);
    expect((await me.client.get<{ email: string }>('/api/user')).body.email).toBe(me.email);
  });
});

describe('PATCH /api/user', () => {
  it('changes the username, refuses control characters and empty names', async () => {
    const me = await person('oldname');
    const renamed = await me.client.request<{ username: string }>('PATCH', '/api/user', {
      username: '  Ada L. ',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.username).toBe('Ada L.');
    for (const username of ['', 'a\u0000b', 42]) {
      const res = await me.client.request<{ fieldErrors: Record<string, string[]> }>('PATCH', '/api/user', {
        username,
      });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.username).toBeDefined();
    }
    expect((await new TestClient(gateway.url).request('PATCH', '/api/user', { username: 'x' })).status).toBe(
      401,
    );
  });
});

describe('GraphQL', () => {
  it('changes the username and the password; a wrong current password is BAD_USER_INPUT', async () => {
    const me = await person('gql');
    const renamed = await me.client.graphql<{ updateMe: { username: string } }>(
      'mutation { updateMe(input: { username: "Grace" }) { username } }',
    );
    expect(renamed.body.data?.updateMe.username).toBe('Grace');
    const wrong = await me.client.graphql(
      'mutation { changePassword(currentPassword: "nope-nope", newPassword: "graphql pass") { message } }',
    );
    expect(wrong.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const changed = await me.client.graphql<{ changePassword: { message: string } }>(
      'mutation { changePassword(currentPassword: "password8", newPassword: "graphql pass") { message } }',
    );
    expect(changed.body.errors).toBeUndefined();
    expect(
      (await gateway.client().post('/api/login', { email: me.email, password: 'graphql pass' })).status,
    ).toBe(200);
  });

  it('asks for and confirms an email change', async () => {
    const me = await person('gqlmail');
    const newEmail = uniqueEmail('gqlnew');
    const asked = await me.client.graphql(
      'mutation($e: String!) { requestEmailChange(newEmail: $e, currentPassword: "password8") { message } }',
      { e: newEmail },
    );
    expect(asked.body.errors).toBeUndefined();
    const token = tokenIn((await mailsTo(newEmail))[0]!);
    const confirmed = await gateway
      .client()
      .graphql<{ confirmEmailChange: { email: string } }>(
        'mutation($t: String!) { confirmEmailChange(token: $t) { email } }',
        { t: token },
      );
    expect(confirmed.body.data?.confirmEmailChange.email).toBe(newEmail);
  });
});
