// autocannon publishes no types; the benchmarks call it with options and read its result through their own types.
declare module 'autocannon' {
  const autocannon: (options: Record<string, unknown>) => Promise<unknown>
  export default autocannon
}
