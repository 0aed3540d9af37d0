/**
 * The start-up bench's framework floor (bench/start-up.mjs): the bare page's call, the same list with the same token,
 * its rows written by React into a plain table. What React alone adds to the bare page, beside which the console's
 * own start-up is read.
 */
import { createRoot } from 'react-dom/client';

/** The floor pages' one call, from bench/start-up.mjs (FLOOR_CALL), which builds this page. */
declare const __FLOOR_CALL__: { url: string; method: string; headers: Record<string, string>; body: string };

const call = __FLOOR_CALL__;
const token = document.cookie.match(/za_token=([^;]+)/)?.[1] ?? '';
const answer: { rows: Record<string, unknown>[] } = await (
  await fetch(call.url, { method: call.method, headers: { ...call.headers, Authorization: `Bearer ${token}` }, body: call.body })
).json();

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <table>
    <tbody>
      {answer.rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows of a one-off render, never reordered
        <tr key={index}>
          {Object.entries(row).map(([key, value]) => (
            <td key={key}>{String(value ?? '')}</td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>,
);
