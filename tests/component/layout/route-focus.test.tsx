// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { RouteFocus } from '../../../src/app/layout/route-focus.js';

function Page({ title }: { title: string }): ReactElement {
  useEffect(() => {
    document.title = `${title} – FCR`;
  }, [title]);
  return <h1>{title}</h1>;
}

/** The shop's frame: a top bar that stays on every page, the routed main region, the announcer. */
function Shop({ hook }: { hook: ReturnType<typeof memoryLocation>['hook'] }): ReactElement {
  return (
    <Router hook={hook}>
      <header>
        <Link href="/orders">E-tickets</Link>
      </header>
      <main id="main-content" tabIndex={-1}>
        <Switch>
          <Route path="/orders">
            <Page title="My purchases" />
          </Route>
          <Route>
            <Page title="Home" />
          </Route>
        </Switch>
        <Link href="/orders">See my purchases</Link>
      </main>
      <RouteFocus />
    </Router>
  );
}

afterEach(cleanup);

describe('RouteFocus', () => {
  it('lands on the new page and announces it when the followed link stays in the top bar', async () => {
    const { hook } = memoryLocation({ path: '/' });
    render(<Shop hook={hook} />);
    const topBarLink = screen.getByRole('link', { name: 'E-tickets' });
    topBarLink.focus();
    act(() => topBarLink.click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'My purchases' })));
    await waitFor(() => expect(screen.getByTestId('route-announcer').textContent).toBe('My purchases – FCR'));
  });

  it('leaves a fan in the page where they are (a link inside main that stays)', async () => {
    const { hook } = memoryLocation({ path: '/' });
    render(<Shop hook={hook} />);
    const inPage = screen.getByRole('link', { name: 'See my purchases' });
    inPage.focus();
    act(() => inPage.click());
    await screen.findByRole('heading', { name: 'My purchases' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(inPage);
  });
});
