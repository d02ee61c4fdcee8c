/** The `email-providers` package ships JSON without types: its default export is the list of domains. */
declare module 'email-providers' {
  const domains: readonly string[];
  export default domains;
}
