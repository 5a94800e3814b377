export function ProfilePage(_props: Record<string, unknown>) { return <main><h1>ProfilePage</h1></main>; }
