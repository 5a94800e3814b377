export function DashboardPage(_props: Record<string, unknown>) { return <main><h1>DashboardPage</h1></main>; }
