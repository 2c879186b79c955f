import { configure } from '@testing-library/dom';

// A page's lazy parts and its first answers come later than testing-library's 1 s on a busy 2-core
// machine (a CI run beside other test files): a wait ends as soon as what it waits for holds, so a
// longer bound costs nothing when it holds sooner.
configure({ asyncUtilTimeout: 5_000 });
