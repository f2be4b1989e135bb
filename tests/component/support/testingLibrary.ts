import { configure } from '@testing-library/react';

// Screens are lazy chunks and the machine is shared with parallel test runs: give findBy*
// and waitFor more than the default second before calling something missing.
configure({ asyncUtilTimeout: 5000 });
