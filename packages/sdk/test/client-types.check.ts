// Type-level checks of the generated client, run by `tsc` (typecheck), never executed.
import { createClient, isBlobResult, isSuccess } from '../src/index';

export async function typeChecks(): Promise<void> {
  const client = createClient({ baseUrl: '', getToken: () => null });

  const role = await client.roles.get({ id: 1 });
  if (isSuccess(role)) {
    const name: string = role.data.roleName;
    void name;
  }
  // @ts-expect-error the path param id is required
  await client.roles.get({});
  // @ts-expect-error the form field status is required
  await client.notices.unreadCount({});
  // Calls without input take the call options first.
  await client.auth.getInfo({ timeout: 5, signal: new AbortController().signal, headers: { 'X-A': '1' } });

  const info = await client.auth.getInfo();
  if (isSuccess(info)) {
    const permissions: string[] = info.permissions;
    void permissions;
  } else {
    const code: number = info.code;
    void code;
  }

  const exported = await client.alarms.export();
  if (isBlobResult(exported)) {
    const blob: Blob = exported.blob;
    const name: string | undefined = exported.fileName;
    void blob;
    void name;
  }

  const count = await client.notices.unreadCount({ status: '0' });
  if (isSuccess(count)) {
    const unread: number = count.data;
    void unread;
  }
  // The misc alias is the devices group.
  const same: typeof client.devices = client.misc;
  void same;
}
