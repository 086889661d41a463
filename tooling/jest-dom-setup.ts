import '@testing-library/jest-dom/jest-globals';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders react-router needs.
Object.assign(globalThis, { TextEncoder, TextDecoder });
