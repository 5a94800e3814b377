export function ProjectsPage(_props: Record<string, unknown>) { return <main><h1>ProjectsPage</h1></main>; }
