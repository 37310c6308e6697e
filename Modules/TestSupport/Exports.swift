// Tests get the test clock and the serial executor with TestSupport alone.
@_exported import Clocks
@_exported import ConcurrencyExtras
