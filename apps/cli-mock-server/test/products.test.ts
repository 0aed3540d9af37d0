import { afterEach, describe, expect, it } from 'vitest';
import { call, login, startTestServer } from './support';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Product = { code: string; productId: string; enabled: boolean };

/** `--products` (option `products`): which products /device/product/list answers as enabled, reset included. */
describe('enabled products', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  const enabledCodes = async (running: Server) => {
    const token = await login(running, 'admin', 'admin123');
    const rows = (await call(running, 'GET', '/device/product/list', { token })).body.rows as Product[];
    expect(rows).toHaveLength(15);
    return rows.filter((p) => p.enabled).map((p) => p.code);
  };

  it('are the catalogue default (the home alarm only) without the option', async () => {
    server = await startTestServer();
    expect(await enabledCodes(server)).toEqual(['house']);
  });

  it('are every product with all, both laser telemeters included', async () => {
    server = await startTestServer({ products: 'all' });
    const codes = await enabledCodes(server);
    expect(codes).toHaveLength(15);
    expect(new Set(codes).size).toBe(14);
  });

  it('are exactly the listed codes, and stay so after a reset to the seed', async () => {
    server = await startTestServer({ products: ['hat', 'flame'] });
    expect(await enabledCodes(server)).toEqual(['flame', 'hat']);
    expect((await call(server, 'POST', '/__mock/reset')).status).toBe(200);
    expect(await enabledCodes(server)).toEqual(['flame', 'hat']);
  });
});
