import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{components,lib,tests/unit}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/'],
};

export default createJestConfig(config);
