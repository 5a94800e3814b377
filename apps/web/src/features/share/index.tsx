export function SharePage(_props: Record<string, unknown>) { return <main><h1>SharePage</h1></main>; }
