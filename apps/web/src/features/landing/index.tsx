export function LandingPage(_props: Record<string, unknown>) { return <main><h1>LandingPage</h1></main>; }
