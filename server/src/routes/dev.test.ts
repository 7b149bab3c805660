import { describe, expect, it } from 'vitest';
import { api, createTestApp } from '../testing/test-app.ts';

describe('dev outbox', () => {
  it('gives the latest code mailed to an address outside production', async () => {
    const app = await createTestApp();
    try {
      await api(app, 'POST', '/auth/login/initiate', { body: { email: 'rita.reporter@acme.example' } });
      const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?email=Rita.Reporter@acme.example' });
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toMatch(/^\d{6}$/);
      expect((await app.inject({ method: 'GET', url: '/api/dev/outbox?email=nobody@acme.example' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('does not exist when NODE_ENV is production', async () => {
    const app = await createTestApp({ nodeEnv: 'production' });
    try {
      await api(app, 'POST', '/auth/login/initiate', { body: { email: 'rita.reporter@acme.example' } });
      const res = await app.inject({ method: 'GET', url: '/api/dev/outbox?email=rita.reporter@acme.example' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/\d{6}/);
    } finally {
      await app.close();
    }
  });
});
