export function RulesRoute() {
  return <h1>Rules</h1>;
}
