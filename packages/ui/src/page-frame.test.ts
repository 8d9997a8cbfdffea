import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame.js';

describe('PageFrame', () => {
  it('marks the page with its remote and shows the title, the actions and the page', () => {
    const html = renderToStaticMarkup(
      createElement(
        PageFrame,
        { remote: 'mf_admin', title: 'User Management', actions: createElement('button', null, 'Add') },
        createElement('p', null, 'rows'),
      ),
    );
    expect(html).toMatch(/^<section data-remote="mf_admin"/);
    expect(html).toContain('>User Management</h1><button>Add</button></div><p>rows</p></section>');
  });

  it('renders a title that is not a string in place of the h1 (a page with its own heading)', () => {
    const html = renderToStaticMarkup(
      createElement(PageFrame, { remote: 'mf_dashboard', title: createElement('form', null, 'editor') }),
    );
    expect(html).toContain('<form>editor</form>');
    expect(html).not.toContain('<h1');
  });
});
