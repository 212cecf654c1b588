/** Federation container names of the remotes the shell can mount. */
export const remoteNames = ['mf_listings', 'mf_account', 'mf_chat', 'mf_payments', 'mf_tools'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** remote name -> mf-manifest.json URL, as served by /remotes.json. */
export type RemoteMap = Record<RemoteName, string>;

export const isRemoteName = (name: string): name is RemoteName => (remoteNames as readonly string[]).includes(name);
