import { removeTestAssemblies } from './cdk-assemblies.js';

// The infra project's setup after the test framework: every file's apps are removed after its tests.
afterAll(removeTestAssemblies);
