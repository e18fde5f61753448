import '@testing-library/jest-dom';

// jsdom does not lay out pages; tests assert that scrolling was asked for.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView = jest.fn();
