export declare const NODE_ENV_DEFAULTED: 'SHOP_NODE_ENV_DEFAULTED';
export declare function chooseProductionLibraries(): void;
