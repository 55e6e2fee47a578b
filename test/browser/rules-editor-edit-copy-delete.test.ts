// Editing, copying and deleting a rule group on both generations, each checked in what the service
// then holds: the edit's new name and rule value, the copy's " (copy)" name with the same rules,
// and the deleted group gone with its collection.
import t from 'tap';
import { launchBrowser, openPage } from '../helpers/browser.ts';
import { SANDBOX_APIS } from '../helpers/generations.ts';
import { collectionTitles, editorReady, ruleItem, ruleShape, startRulesGateway, storedGroups } from './rules-editor-rig.ts';

const browser = await launchBrowser();
t.teardown(() => browser.close());

for (const api of SANDBOX_APIS) t.test(`Maintainerr ${api}: edit, copy, delete`, async (t) => {
  const gateway = await startRulesGateway(api);
  t.teardown(() => gateway.close());
  const before = (await storedGroups(gateway.url)).find((group) => group.id === 1)!;
  t.equal(before.rules.length, 2, 'demo group 1 has two rules');
  t.equal(before.rules[1]!.customVal?.value, '0', 'its second rule compares with 0');
  const { page } = await openPage(browser);

  // Edit: a new name and a new value for rule 2.
  await page.goto(`${gateway.url}/rules`);
  await page.getByRole('link', { name: `Edit ${before.name}` }).or(page.getByRole('button', { name: `Edit ${before.name}` })).first().click();
  await page.waitForURL(/\/rules\/1\/edit$/);
  await editorReady(page);
  t.equal(await page.getByLabel('Name', { exact: true }).inputValue(), before.name, 'the form starts from the stored group');
  const renamed = `${before.name}, renamed`;
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  const heading = page.getByRole('heading', { level: 1 });
  t.equal(await heading.innerText(), `Edit rule group: ${before.name}`, 'the heading names the stored group, not the name as typed');
  const value = ruleItem(page, 1, 2).getByLabel('Number', { exact: true });
  t.equal(await value.inputValue(), '0');
  await value.fill('3');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.waitForURL(/\/rules$/);
  await page.getByRole('heading', { name: renamed, exact: true }).waitFor();
  const edited = (await storedGroups(gateway.url)).find((group) => group.id === 1)!;
  t.equal(edited.name, renamed, 'the service holds the new name');
  t.same(edited.rules.map(ruleShape)[1], { ...ruleShape(before.rules[1]!), operator: '0', customVal: { ruleTypeId: 0, value: '3' } }, 'and the new value');
  t.same(edited.rules.map(ruleShape)[0], ruleShape(before.rules[0]!), 'the other rule is unchanged');
  t.equal(gateway.control.requestsTo('PUT', '/api/rules').length, 1, 'one PUT /api/rules');

  // Copy: a new group with the same rules.
  await page.getByRole('link', { name: `Copy ${renamed}` }).or(page.getByRole('button', { name: `Copy ${renamed}` })).first().click();
  await page.waitForURL(/\/rules\/1\/clone$/);
  await editorReady(page);
  const copyName = `${renamed} (copy)`;
  t.equal(await page.getByLabel('Name', { exact: true }).inputValue(), copyName, 'the copy is named " (copy)"');
  t.equal(await heading.innerText(), `Copy of ${renamed}`, 'the heading names the group copied');
  await page.getByRole('button', { name: 'Create rule group' }).click();
  await page.waitForURL(/\/rules$/);
  await page.getByRole('heading', { name: copyName, exact: true }).waitFor();
  const groups = await storedGroups(gateway.url);
  const copy = groups.find((group) => group.name === copyName);
  t.ok(copy, 'the service holds the copy');
  t.not(copy!.id, 1, 'as a group of its own');
  t.same(copy!.rules.map(ruleShape), edited.rules.map(ruleShape), 'with the same rules');
  t.ok((await collectionTitles(gateway.url)).includes(copyName), 'and its own collection');

  // Delete the copy, after the question, with the keyboard: the question opens on Cancel, Cancel and
  // Escape give the focus back to the button that asked; once the group is gone, the focus goes on
  // to the group beside it, not lost.
  const deleteCopy = page.getByRole('button', { name: `Delete ${copyName}` });
  const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
  const deleteFocused = async () => {
    await page.waitForFunction(() => document.activeElement?.tagName === 'BUTTON' && document.activeElement.textContent !== 'Cancel', undefined, { timeout: 5000 }).catch(() => undefined);
    return deleteCopy.evaluate((element) => element === document.activeElement);
  };
  await deleteCopy.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Yes, delete' }).waitFor();
  t.equal(await focusedText(), 'Cancel', 'the question opens with the focus on Cancel: a second Enter deletes nothing');
  // The question makes its card taller; the cards beside it keep their content packed under the title.
  const gapsUnderTitles = await page.getByRole('list', { name: 'Rule groups' }).getByRole('listitem').evaluateAll((cards) =>
    cards.map((card) => {
      // The text's own boxes: a stretched element's box grows with its row, its text stays at the top.
      const textBox = (element: Element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getBoundingClientRect();
      };
      return Math.round(textBox(card.children[1]!).top - textBox(card.children[0]!).bottom);
    }),
  );
  t.ok(gapsUnderTitles.every((gap) => gap < 16), `no card's content spreads out while the one beside it grows (${gapsUnderTitles.join(', ')} px)`);
  await page.keyboard.press('Enter');
  t.ok(await deleteFocused(), 'Cancel: the focus is back on the Delete button');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Yes, delete' }).waitFor();
  await page.keyboard.press('Escape');
  t.ok(await deleteFocused(), 'Escape cancels too, the focus back on the Delete button');
  t.equal(await page.getByRole('button', { name: 'Yes, delete' }).count(), 0, 'the question is closed');
  // The group shown after the copy, or before it when the copy is the last.
  const beside = await page.getByRole('heading', { name: copyName, exact: true }).evaluate((heading) => {
    const card = heading.closest('li')!;
    return (card.nextElementSibling ?? card.previousElementSibling)?.querySelector('h2')?.textContent ?? null;
  });
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Yes, delete' }).press('Enter');
  await page.getByRole('heading', { name: copyName, exact: true }).waitFor({ state: 'detached' });
  // On its name, not on its first control: that is a link to its collection, which a second Enter would follow.
  await page.waitForFunction(() => document.activeElement?.tagName === 'H2', undefined, { timeout: 5000 }).catch(() => undefined);
  t.equal(await focusedText(), beside, `deleted: the focus goes on to the group beside it (${beside}), not lost`);
  const after = await storedGroups(gateway.url);
  t.notOk(after.some((group) => group.name === copyName || group.id === copy!.id), 'the group is gone from the service');
  t.notOk((await collectionTitles(gateway.url)).includes(copyName), 'and so is its collection');
  t.equal(after.length, groups.length - 1, 'no other group went');
  t.equal(gateway.control.requestsTo('DELETE', `/api/rules/${copy!.id}`).length, 1, `DELETE /api/rules/${copy!.id}`);

  // An address with no group: said so, and an id that is no number is never asked for.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  for (const id of ['abc', '4.5', '99999']) {
    await page.goto(`${gateway.url}/rules/${id}/edit`);
    await page.getByText(`There is no rule group ${id}.`).waitFor();
  }
  t.same(asked.filter((path) => /^\/api\/rules\/(abc|4\.5|NaN)/.test(path)), [], 'no request for an id that is no number');
  // v3.x reads one group by its id; v2.21 has no such read and finds the group in the list.
  const groupRead = api === '2.21' ? '/api/rules' : '/api/rules/99999';
  t.ok(asked.includes(groupRead), `a number is asked for (${groupRead}), and the service says there is none`);
});
