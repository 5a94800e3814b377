export function SelectFlowPage(_props: Record<string, unknown>) { return <main><h1>SelectFlowPage</h1></main>; }
export function NativeFlowPage(_props: Record<string, unknown>) { return <main><h1>NativeFlowPage</h1></main>; }
export function AvatarFlowPage(_props: Record<string, unknown>) { return <main><h1>AvatarFlowPage</h1></main>; }
