export declare const REQUEST_ID_HEADER = 'x-request-id'
export declare function requestIdFor(given: string | null | undefined): string
