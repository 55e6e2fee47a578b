export function OverviewRoute() {
  return <h1>Overview</h1>;
}
