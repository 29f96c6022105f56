// The one drizzle-orm copy every workspace uses, so operators and tables always match.
export * from 'drizzle-orm';
