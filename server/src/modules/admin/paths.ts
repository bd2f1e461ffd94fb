/** A contract path ('/admin/users/{id}/') as a Fastify route ('/admin/users/:id/'). */
export const pathOf = (e: { path: string }) => e.path.replace(/\{(\w+)\}/g, ':$1');
