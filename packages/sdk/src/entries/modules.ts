/** `@vigil/sdk/modules`: the 14 modules and their codes, apart from the device catalogue (a route table needs only these). */
export * from '../catalogue/modules';
