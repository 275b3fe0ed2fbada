/** Runs statements on a PostgreSQL server on a connection of their own (CREATE/DROP DATABASE). */
export const withAdmin = async <T>(
  serverUrl: string,
  work: (query: (sql: string) => Promise<unknown>) => Promise<T>,
): Promise<T> => {
  const { Client } = (await import('pg')).default;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work((sql) => admin.query(sql));
  } finally {
    await admin.end();
  }
};
