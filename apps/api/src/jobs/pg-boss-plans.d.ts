/** The part of pg-boss's statement builders (an internal module of the pinned version) we read. */
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
