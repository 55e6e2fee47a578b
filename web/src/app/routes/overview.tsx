// /overview (also what / opens): the libraries and the search results.
import { OverviewScreen } from '../../features/overview/components/overview-screen.tsx';

export function OverviewRoute() {
  return <OverviewScreen />;
}

export { startOverviewFirstReads as startFirstReads } from '../../features/overview/first-reads.ts';
