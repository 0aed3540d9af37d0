import { expect, test } from './support/fixtures';
import { signInThroughForm } from './support/session';

// Values that a naive `location.href = redirect` or router push would take off-site.
const external = ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)'];

for (const value of external) {
  test(`redirect=${value} is refused: sign-in lands on / of this origin`, async ({ page, mock, baseURL }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`/login?redirect=${encodeURIComponent(value)}`);
    await signInThroughForm(page, mock);

    await expect(page).toHaveURL((url) => url.origin === new URL(baseURL ?? '').origin && url.pathname === '/');
    await expect(page.getByTestId('product').first()).toBeVisible();
    expect(requests.filter((url) => new URL(url).hostname.endsWith('evil.example'))).toEqual([]);
  });
}
