import { expect, type Browser, type Page } from '@playwright/test';
import { newCustomer } from './customers.js';

/**
 * Steps of the booking flow shared by the end-to-end specs: sign-in through the login page, the
 * block list, seat choice, options and holders, as a fan does them in the browser.
 */

export interface Customer {
  email: string;
  password: string;
  /** First name the first holder defaults to. */
  firstName: string;
}

export const FAN: Customer = { email: 'fan@example.com', password: 'fan-password-1', firstName: 'Sam' };

/**
 * Signs in on the login page as `who`, or else as a new customer of its own (so tests share no
 * cart), and waits for the redirect to `redirectUrl`. Answers who signed in.
 */
export async function signIn(page: Page, redirectUrl: string, who?: Customer): Promise<Customer> {
  who ??= await newCustomer(page);
  await page.goto(`/login?email=${encodeURIComponent(who.email)}&redirectUrl=${encodeURIComponent(redirectUrl)}&lng=en`);
  await expect(page.getByLabel('E-mail', { exact: false }).first()).toHaveValue(who.email);
  await page.getByLabel('Password', { exact: false }).first().fill(who.password);
  await page.locator('form').getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === redirectUrl);
  return who;
}

export async function chooseBlock(page: Page, label: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Block' }).click();
  await page.getByRole('option', { name: label }).click();
  await expect(page.getByTestId('seat-list')).toBeVisible();
}

/** Clicks `count` free seats of the loaded block; answers their ids. */
export async function pickSeats(page: Page, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const seat = page.locator('[data-testid=seat-list] [data-state=free]').first();
    ids.push(Number(await seat.getAttribute('data-seat-id')));
    await seat.click();
    await expect(page.locator(`[data-seat-id="${ids[i]}"]`)).toHaveAttribute('data-state', 'chosen');
  }
  return ids;
}

/** Event pages open on the arena map; these steps work in the block list. */
export async function blockListView(page: Page): Promise<void> {
  await page.getByText('Block by block').click();
  await expect(page.getByRole('combobox', { name: 'Block' })).toBeVisible();
}

export async function setTicketCount(page: Page, count: number): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Number of tickets' });
  await input.fill(String(count));
  await input.blur();
  await expect(page.getByTestId('cart-ticket')).toHaveCount(count);
}

export async function optionsWithParking(page: Page): Promise<void> {
  await page.getByTestId('seat-continue').click();
  await expect(page).toHaveURL(/\/options$/);
  // The running total takes the parking, a once-per-order extra, when it is ticked.
  const total = page.getByTestId('options-total');
  await expect(total).toContainText('€');
  const before = cents(await total.innerText());
  const parkingPrice = cents(await page.getByText(/^Parking – .* per order$/).innerText());
  await page.getByLabel(/Parking – .* per order/).check();
  await expect.poll(async () => cents(await total.innerText())).toBe(before + parkingPrice);
  await expect(page.getByLabel('Sent by e-mail (free)')).toBeChecked();
  await page.getByTestId('options-continue').click();
}

/** The first holder defaults from the signed-in customer; the second is typed in. */
export async function fillSecondHolder(page: Page, who: Customer): Promise<void> {
  await expect(page.locator('input[name="holder-0-firstName"]')).toHaveValue(who.firstName);
  await page.locator('input[name="holder-1-firstName"]').fill('Sam');
  await page.locator('input[name="holder-1-lastName"]').fill('Martin');
}

/** Reads an amount the shop shows in English ("€1,234.50", or "Free" for zero) as cents. */
export function cents(text: string): number {
  if (/free/i.test(text)) return 0;
  const match = /(-)?€\s*(-)?([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const sign = (match[1] ?? match[2]) === undefined ? 1 : -1;
  return sign * (Number((match[3] ?? '').replaceAll(',', '')) * 100 + Number(match[4]));
}

/**
 * From the map to the summary: continue past the map and the options, fill the second ticket's
 * holder when given (the first defaults from the signed-in fan), submit the order.
 */
export async function submitFromMap(page: Page, secondHolder?: Customer): Promise<void> {
  await page.getByTestId('map-continue').click();
  await expect(page).toHaveURL(/\/options$/);
  await page.getByTestId('options-continue').click();
  if (secondHolder !== undefined) await fillSecondHolder(page, secondHolder);
  await page.getByTestId('submit-order').click();
}


/**
 * Another fan, in a browser of their own (a new customer unless `who` is given), holds one seat of
 * event 1 through the API: the ticket as the first fan's stored cart has it.
 */
export async function anotherFanHolds(browser: Browser, ticket: unknown, who?: Customer): Promise<void> {
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, '/', who);
  const status = await other.evaluate(async (t) => {
    const csrf = /(?:^|; )csrf=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    const answer = await fetch('/api/order/create-order-with-tickets', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({ ticketType: 'event', event: { id: 1 }, tickets: [t] }),
    });
    return answer.status;
  }, ticket);
  expect(status).toBe(200);
  await context.close();
}

/** On the arena map, the picker's accessible list: a stand, a block, then `count` seats of it. */
export async function pickOnMapList(page: Page, stand: string, block: string, count: number): Promise<void> {
  await page.getByText('List', { exact: true }).click();
  const list = page.getByTestId('seat-list-mode');
  await list.getByLabel('Area', { exact: true }).selectOption({ label: stand });
  const blocks = list.getByLabel('Block', { exact: true });
  const value = await blocks.locator('option', { hasText: `Block ${block} (` }).getAttribute('value');
  await blocks.selectOption(value ?? '');
  const seats = list.getByRole('button', { name: new RegExp(`^Block ${block}, row .+, seat .+`) });
  for (let i = 0; i < count; i++) {
    await seats.nth(i).click();
    await expect(seats.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('cart-ticket-seat').filter({ hasText: `block ${block}` })).toHaveCount(count);
}
