/** A project visitors may see: enabled (status 1) and approved by the admin. */
export const publicProjectSql = (project: string) => `${project}.status = 1 and ${project}.request_status = 'approved'`;
