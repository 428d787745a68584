/** Stored gift finder runs: the wizard (features/gift-finder) creates them, the recommendations page shows them. */
export * from './gift-runs-api';
