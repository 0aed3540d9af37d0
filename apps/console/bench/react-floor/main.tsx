/**
 * The start-up bench's framework floor (bench/start-up.mjs): the bare page's call, the same list with the same token,
 * its rows written by React into a plain table. What React alone adds to the bare page, beside which the console's
 * own start-up is read.
 */
import { createRoot } from 'react-dom/client';

const token = document.cookie.match(/za_token=([^;]+)/)?.[1] ?? '';
const answer: { rows: Record<string, unknown>[] } = await (
  await fetch('/api/senstor/info/list?pageNum=1&pageSize=10', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Accept-Language': 'zh-CN' },
    body: JSON.stringify({ productId: '15144628', pageNum: 1, pageSize: 10 }),
  })
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
