require('../shared/jest.setup.cjs');
