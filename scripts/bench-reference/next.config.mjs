// Defaults only: what the framework ships for an empty page.
export default { poweredByHeader: false };
