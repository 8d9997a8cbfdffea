// Working on one thesis together (issue 29, item 4): the owner shares the project with an editor (an
// invitation mail accepted), both open the thesis and see each other; the editor saves while the
// owner has unsaved text in the same section: the owner is told, compares, keeps both and saves on
// top of the current version. Nothing is lost.
import {
  createThesis,
  createProject,
  expect,
  mailsMentioning,
  pageFor,
  test,
  writeContent,
} from './fixtures.js';

test('a stale edit: the other person is told, compares and merges on the current version', async ({
  browser,
  baseURL,
  newUser,
}) => {
  const owner = await newUser('owner');
  const editor = await newUser('editor');
  const project = await createProject(owner.api, `Together ${Date.now().toString(36)}`);
  const thesis = await createThesis(owner.api, project.id, { title: 'Routing together' });
  await writeContent(
    owner.api,
    thesis.id,
    '## Market\n\nCarriers route by hand.\n\n## Risks\n\nData stays local.',
  );

  const invited = await owner.api.post(`/api/projects/${project.id}/members`, {
    data: { email: editor.email, role: 'editor' },
  });
  expect(invited.status(), await invited.text()).toBeLessThan(300);
  let token = '';
  await expect
    .poll(() => {
      token = /\/invitations\/([A-Za-z0-9_-]+)/.exec(mailsMentioning(editor.email).join('\n'))?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  const accepted = await editor.api.post(`/api/invitations/${token}/accept`);
  expect(accepted.status(), await accepted.text()).toBeLessThan(300);

  const ownerPage = await pageFor(browser, baseURL!, owner.storageState);
  const editorPage = await pageFor(browser, baseURL!, editor.storageState);
  await ownerPage.goto(`/theses/${thesis.slug}`);
  await editorPage.goto(`/theses/${thesis.slug}`);
  await expect(ownerPage.getByTestId('thesis-presence')).toHaveAttribute(
    'aria-label',
    `${editor.username} also has this thesis open`,
  );
  await expect(editorPage.getByTestId('thesis-presence')).toHaveAttribute(
    'aria-label',
    `${owner.username} also has this thesis open`,
  );

  // The owner starts editing the Market paragraph…
  await ownerPage.getByRole('button', { name: 'Edit block 2 in Market' }).click();
  const field = ownerPage.getByRole('textbox', { name: 'Editing Section' });
  await field.fill('Carriers route by hand, says the owner.');

  // …while the editor saves the same paragraph.
  const current = (await (await editor.api.get(`/api/theses/${thesis.id}`)).json()) as { version: number };
  const saved = await editor.api.patch(`/api/theses/${thesis.id}`, {
    data: {
      content:
        '## Market\n\nCarriers buy routing software, says the editor.\n\n## Risks\n\nData stays local.',
      version: current.version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  // The editor's own page follows.
  await expect(editorPage.getByTestId('thesis-article')).toContainText(
    'Carriers buy routing software, says the editor.',
  );

  const notice = ownerPage.getByTestId('thesis-changed');
  await expect(notice).toContainText(`${editor.username} changed this thesis.`);
  await expect(field).toHaveValue('Carriers route by hand, says the owner.');
  await notice.getByRole('button', { name: 'Compare' }).click();

  const dialog = ownerPage.getByRole('dialog', { name: 'Compare and merge' });
  await expect(dialog).toBeVisible();
  const market = dialog.getByRole('group', { name: 'Market' });
  await expect(market).toContainText('Carriers buy routing software, says the editor.');
  await expect(market).toContainText('Carriers route by hand, says the owner.');
  await expect(market.getByRole('radio', { name: 'Both' })).toBeChecked();
  await dialog.getByRole('button', { name: /^Save on version \d+$/ }).click();
  await expect(dialog).toBeHidden();

  const article = ownerPage.getByTestId('thesis-article');
  await expect(article).toContainText('Carriers buy routing software, says the editor.');
  await expect(article).toContainText('Carriers route by hand, says the owner.');
  // And the editor's page has the merged thesis too.
  await expect(editorPage.getByTestId('thesis-article')).toContainText(
    'Carriers route by hand, says the owner.',
  );
  const final = (await (await owner.api.get(`/api/theses/${thesis.id}`)).json()) as { content: string };
  expect(final.content).toContain('Carriers buy routing software, says the editor.');
  expect(final.content).toContain('Carriers route by hand, says the owner.');
  await ownerPage.context().close();
  await editorPage.context().close();
});
