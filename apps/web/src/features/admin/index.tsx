export function AdminPage(_props: Record<string, unknown>) { return <main><h1>AdminPage</h1></main>; }
