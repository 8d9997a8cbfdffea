import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it("is titled '404 Page Not Found', asks about the router, and links home", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/no/such/page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(html).toContain('<h1 class="text-3xl font-bold tracking-tight">404 Page Not Found</h1>');
    expect(html).toContain('Did you forget to add the page to the router?');
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Back to home<\/a>/);
  });
});
