import Picker
