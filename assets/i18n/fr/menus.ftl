# menus
