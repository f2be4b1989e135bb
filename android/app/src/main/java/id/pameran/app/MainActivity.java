package id.pameran.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
