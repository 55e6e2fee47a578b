export function CollectionsRoute() {
  return <h1>Collections</h1>;
}
