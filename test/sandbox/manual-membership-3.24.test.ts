// How v3.24 tells a collection's members added by hand from those its rules added, read off the
// recordings and held against the sandbox: a row added by hand says so with the source "local"; an
// item the rules had added, added again by hand, is both (isManual and includedByRule); a context
// the service cannot resolve falls back to the item itself. The shape comparison of the contract
// tests cannot see this: a boolean and a string have the same shape whatever their values.
import t from 'tap';
import { call, recorded324, removeDir, startTestSandbox } from './support.ts';

interface MediaRow {
  id: number;
  mediaServerId: string;
  isManual: boolean;
  includedByRule: boolean;
  manualMembershipSource: string | null;
}
interface Page {
  totalSize: number;
  items: MediaRow[];
}

const membership = ({ isManual, includedByRule, manualMembershipSource }: MediaRow) => ({ isManual, includedByRule, manualMembershipSource });
const RULES_ONLY = { isManual: false, includedByRule: true, manualMembershipSource: null };
const BOTH = { isManual: true, includedByRule: true, manualMembershipSource: 'local' };
const BY_HAND = { isManual: true, includedByRule: false, manualMembershipSource: 'local' };

t.test('the recordings', async (t) => {
  const rowOf = (file: string, mediaServerId: string) => (recorded324(file).body as Page).items.find((row) => row.mediaServerId === mediaServerId)!;
  const add = recorded324('POST_collections_media_add_unresolvable_context.json');
  t.same(add.request.body, { mediaId: '201', context: { id: '999999', type: 'season' }, collectionId: 2, action: 0 }, 'show 201 added to collection 2, with a context that names nothing');
  t.same(membership(rowOf('GET_collections_media_2_content_page1.json', '201')), RULES_ONLY, 'before: the rules had added show 201');
  t.same(membership(rowOf('GET_collections_media_2_content_after_manual_add.json', '201')), BOTH, 'after: the same row, by hand and by rule');
  t.same(membership(rowOf('GET_collections_media_2_content_after_manual_add.json', '261')), BY_HAND, 'a show added only by hand');
});

t.test('the sandbox', async (t) => {
  const sandbox = await startTestSandbox({ apiVersion: '3.24' });
  t.teardown(async () => {
    await sandbox.close();
    await removeDir(sandbox.dataDir);
  });
  const page = async (collectionId: number) => (await call(sandbox.url, 'GET', `/api/collections/media/${collectionId}/content/1?size=500`)).body as Page;
  const collections = (await call(sandbox.url, 'GET', '/api/collections')).body as { id: number; mediaCount: number; libraryId: string; type: number }[];
  const collection = collections.find((entry) => entry.mediaCount > 0)!;
  const add = (mediaId: string, context: unknown) => call(sandbox.url, 'POST', '/api/collections/media/add', { mediaId, context, collectionId: collection.id, action: 0 });

  const before = await page(collection.id);
  const ruleRow = before.items.find((row) => !row.isManual)!;
  t.same(membership(ruleRow), RULES_ONLY, 'a member the rules added');
  t.equal((await add(ruleRow.mediaServerId, { id: '999999', type: 'season' })).status, 201);
  const after = await page(collection.id);
  t.equal(after.totalSize, before.totalSize, 'no row was added');
  t.same(membership(after.items.find((row) => row.id === ruleRow.id)!), BOTH, 'the context named nothing: the item itself, now by hand and by rule');

  const members = new Set(after.items.map((row) => row.mediaServerId));
  const kind = collection.type === 1 ? 'movie' : 'show';
  const content = (await call(sandbox.url, 'GET', `/api/media-server/library/${collection.libraryId}/content?page=1&limit=100&type=${kind}`)).body as { items: { id: string }[] };
  const outsider = content.items.find((item) => !members.has(item.id))!;
  t.ok(outsider, 'an item of its library that is not in it');
  t.equal((await add(outsider.id, { id: outsider.id, type: kind })).status, 201);
  const added = (await page(collection.id)).items.find((row) => row.mediaServerId === outsider.id);
  t.same(added && membership(added), BY_HAND, 'an item added only by hand');
});
