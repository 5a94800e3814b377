export function ProjectViewPage(_props: Record<string, unknown>) { return <main><h1>ProjectViewPage</h1></main>; }
